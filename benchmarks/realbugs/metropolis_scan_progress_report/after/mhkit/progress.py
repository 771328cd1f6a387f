import jax


def report_progress(i, num_samples):
    jax.debug.print("Iteration {i}/{n}", i=i, n=num_samples)
