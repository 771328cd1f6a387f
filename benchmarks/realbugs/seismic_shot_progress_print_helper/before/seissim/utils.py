import jax.numpy as jnp


def report(it, wavefield):
    """Progress line for long runs: time step and peak amplitude."""
    print(f"step {it}: max |u| = {jnp.max(jnp.abs(wavefield))}")  # expect: JXL201
