import jax.numpy as jnp


def ensure_finite(state, step_index):
    """Stop the run as soon as a close encounter blows the positions up."""
    if jnp.any(jnp.isnan(state.positions)):  # expect: JXL101
        raise FloatingPointError(f"non-finite positions at step {step_index}")
    return state
