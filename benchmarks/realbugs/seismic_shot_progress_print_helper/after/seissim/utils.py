def report(it, peak):
    """Progress line for long runs: time step and peak amplitude."""
    print(f"step {it}: max |u| = {peak:.3e}")
