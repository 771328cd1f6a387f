def clip_count(requested, x):
    """How many leading items to keep: at most what the batch holds (a Python int, known when tracing)."""
    available = x.shape[0]
    return min(available, requested)
