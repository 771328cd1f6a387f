def show_stats(tag, batch):
    """One line per batch while the pipeline is being debugged."""
    print(f"[{tag}] shape={batch.shape} mean={batch.mean():.3f} std={batch.std():.3f}")  # expect: JXL201
