"""The rating chart: a pure function from monthly points to SVG geometry."""

from datetime import date

from tournaments.views.charts import nice_step, rating_chart


def test_no_points_no_chart():
    assert rating_chart([]) is None


def test_points_map_into_the_plot_area_oldest_left_highest_top():
    chart = rating_chart(
        [(date(2014, 1, 1), 40.0), (date(2016, 1, 1), 60.0), (date(2015, 1, 1), 50.0)]
    )
    xs = [d.x for d in chart.dots]
    ys = [d.y for d in chart.dots]
    assert xs == sorted(xs) and xs[0] == chart.left and xs[-1] == chart.right
    assert ys[0] > ys[1] > ys[2]  # SVG y grows downwards
    assert all(chart.top <= y <= chart.bottom for y in ys)
    assert chart.path.startswith(f"M{xs[0]} {ys[0]}")
    assert chart.area.endswith("Z")


def test_the_axes_have_round_ticks_and_year_labels():
    chart = rating_chart([(date(2010, 6, 1), 38.2), (date(2013, 3, 1), 71.9)])
    labels = [t.label for t in chart.y_ticks]
    assert labels[0] <= "38" and all(label.isdigit() for label in labels)
    assert [t.label for t in chart.x_ticks] == ["2011", "2012", "2013"]


def test_one_point_is_drawn_in_the_middle():
    chart = rating_chart([(date(2020, 5, 1), 100.0)])
    assert len(chart.dots) == 1
    assert chart.left < chart.dots[0].x < chart.right
    assert chart.x_ticks


def test_nice_steps_are_1_2_or_5_times_a_power_of_ten():
    assert nice_step(40) == 10
    assert nice_step(7) == 2
    assert nice_step(0.3) == 0.1
