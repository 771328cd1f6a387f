import jax


def log_on_main_replica(axis_name, step, loss):
    """Every replica computes the same mean loss: print it once, from replica 0."""
    if jax.lax.axis_index(axis_name) == 0:  # expect: JXL101
        print(f"step {step}: loss {loss}")  # expect: JXL201
