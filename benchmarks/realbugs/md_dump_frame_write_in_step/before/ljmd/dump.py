def write_frame(handle, step, positions):
    """One frame in a minimal xyz-like format: the step, then one `x y` line per atom."""
    lines = [f"{x} {y}" for x, y in positions]
    handle.write(f"step {step}\n" + "\n".join(lines) + "\n")  # expect: JXL203
