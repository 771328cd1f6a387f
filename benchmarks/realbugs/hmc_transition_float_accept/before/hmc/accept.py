import jax
import jax.numpy as jnp


def metropolis_correction(key, current_energy, proposed_energy):
    """Accept the end of the trajectory with probability min(1, exp(H_current - H_proposed))."""
    accept_prob = min(1.0, float(jnp.exp(current_energy - proposed_energy)))  # expect: JXL104
    return jax.random.uniform(key) < accept_prob
