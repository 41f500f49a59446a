# Two commands: `make run` (set up and serve on http://127.0.0.1:8000) and
# `make test` (set up and run the whole suite). Both work on a fresh machine.
SHELL := /bin/bash
VENV := .venv
PY := $(VENV)/bin/python
# Django 6 needs Python >= 3.12: take the first suitable interpreter found.
PYTHON ?= $(shell for p in python3.13 python3.12 $(HOME)/.pyenv/versions/3.13*/bin/python3 $(HOME)/.pyenv/versions/3.12*/bin/python3 /usr/local/bin/python3 python3; do \
	command -v $$p >/dev/null 2>&1 && $$p -c 'import sys; sys.exit(sys.version_info < (3, 12))' 2>/dev/null && { echo $$p; break; }; done)
HOST ?= 127.0.0.1
PORT ?= 8000

VNU_VERSION := 26.9.27
VNU := .tools/node_modules/vnu-jar/build/dist/vnu.jar

.PHONY: run test venv browser validator lint format demo bench worker clean

$(VENV)/.installed: requirements.txt
	@test -n "$(PYTHON)" || { echo "error: Python >= 3.12 is required (Django 6); install it or set PYTHON=/path/to/python3.12"; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	touch $@

venv: $(VENV)/.installed

# Debian's Chromium for the Playwright tests (never `playwright install`).
browser:
	@if [ ! -x /usr/bin/chromium ]; then \
		if [ "$$(id -u)" = 0 ]; then \
			(apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) \
			|| echo "warning: could not install chromium; browser tests will be skipped"; \
		else echo "warning: /usr/bin/chromium missing (apt-get install chromium); browser tests will be skipped"; fi; \
	fi

# The Nu HTML Checker for the markup tests: Java from Debian (like Chromium above) and
# vnu-jar from npm into the ignored .tools/ (tests/markup skips with a warning without them).
validator:
	@if ! command -v java >/dev/null 2>&1; then \
		if [ "$$(id -u)" = 0 ]; then \
			(apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null) \
			|| echo "warning: could not install Java; markup tests will be skipped"; \
		else echo "warning: java missing (apt-get install default-jre-headless); markup tests will be skipped"; fi; \
	fi
	@if [ ! -f $(VNU) ]; then \
		if ! command -v npm >/dev/null 2>&1 && [ "$$(id -u)" = 0 ]; then \
			(apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq npm >/dev/null) || true; \
		fi; \
		if command -v npm >/dev/null 2>&1; then \
			npm install --prefix .tools --no-audit --no-fund --no-save vnu-jar@$(VNU_VERSION) >/dev/null \
			|| echo "warning: could not install vnu-jar; markup tests will be skipped"; \
		else echo "warning: npm missing (apt-get install npm); markup tests will be skipped"; fi; \
	fi

run: venv
	$(PY) manage.py migrate --noinput
	$(PY) manage.py load_demo --if-empty
	$(PY) manage.py runserver $(HOST):$(PORT)

demo: venv
	$(PY) manage.py migrate --noinput
	$(PY) manage.py load_demo

test: venv browser validator
	$(PY) -m ruff check .
	$(PY) -m pytest -q

lint: venv
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .

format: venv
	$(PY) -m ruff check --fix .
	$(PY) -m ruff format .

bench: venv
	$(PY) bench/run.py $(BENCH_ARGS)

# The worker with celery beat embedded (-B): beat sends the pending sweep every
# 30 s (ratings/sweep.py), so tables left pending by a broker outage or a killed
# worker are recomputed within about a minute. One worker with -B is enough.
worker: venv
	$(VENV)/bin/celery -A wdd worker -B -l info --concurrency 2

clean:
	rm -rf $(VENV) db.sqlite3 staticfiles .tools
