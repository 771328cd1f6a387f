import jax.numpy as jnp


def steady_state_voltage(params, injected, e_leak=-70.0):
    """Passive steady state per compartment: leak current balances the injected current."""
    area = 2.0 * jnp.pi * params["radius"]
    return e_leak + injected / (params["g_leak"] * area)
