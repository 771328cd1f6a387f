def report_progress(i, num_samples):
    print(f"Iteration {i}/{num_samples}")  # expect: JXL201
