import jax
import jax.numpy as jnp

from aquifer.darcy import darcy_flux, steady_head, travel_time


def make_calibration_step(x, heads, observed_days, porosity=0.3, learning_rate=0.02):
    """Fit log-conductivity per cell to a tracer test's arrival time, with a smoothness penalty."""

    def loss(log_conductivity):
        conductivity = jnp.exp(log_conductivity)
        head = steady_head(conductivity, x, *heads)
        days = travel_time(darcy_flux(head, conductivity, x), porosity, x)
        roughness = jnp.sum(jnp.diff(log_conductivity) ** 2)
        return (jnp.log(days) - jnp.log(observed_days)) ** 2 + 0.1 * roughness

    @jax.jit
    def step(log_conductivity):
        value, grad = jax.value_and_grad(loss)(log_conductivity)
        return log_conductivity - learning_rate * grad, value

    return step
