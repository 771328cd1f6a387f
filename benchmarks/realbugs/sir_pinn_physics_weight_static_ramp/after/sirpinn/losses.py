import jax
import jax.numpy as jnp

from .network import compartments

DELTA = 0.2     # known recovery rate, 1/day
T_SCALE = 90.0  # days


def residual(params, t):
    """SIR residual in scaled units: dS/dt = -beta S I, dI/dt = beta S I - delta I."""
    s, i = compartments(params, t)
    ds, di = jax.jacfwd(lambda tau: compartments(params, tau))(t)[:, 0] / T_SCALE
    beta = jnp.exp(params["log_beta"])
    return jnp.stack([ds + beta * s * i, di - beta * s * i + DELTA * i])


def total_loss(params, batch, physics_weight):
    times, observed_i, collocation = batch
    predicted_i = jax.vmap(lambda t: compartments(params, t)[1])(times)
    data = jnp.mean((predicted_i - observed_i) ** 2)
    physics = jnp.mean(jax.vmap(lambda t: residual(params, t))(collocation) ** 2)
    initial = jnp.sum((compartments(params, jnp.array([0.0])) - jnp.array([0.999, 0.001])) ** 2)
    return data + initial + physics_weight * physics
