def table_status(request):
    return {}
