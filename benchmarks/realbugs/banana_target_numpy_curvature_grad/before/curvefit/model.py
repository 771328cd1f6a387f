import jax
import jax.numpy as jnp

from curvefit.distributions import BananaDistribution, HalfNormal


def log_joint(params, observations, ndims=3):
    curvature = jnp.exp(params["log_curvature"])
    prior = HalfNormal(0.1).log_prob(curvature) + params["log_curvature"]
    likelihood = BananaDistribution(ndims, curvature).log_prob(observations)
    return prior + jnp.sum(likelihood)


def fit_curvature(observations, steps=30, learning_rate=1e-4):
    grad_fn = jax.jit(jax.grad(log_joint))
    params = {"log_curvature": jnp.log(0.05)}
    for _ in range(steps):
        grads = grad_fn(params, observations)
        params = {k: params[k] + learning_rate * grads[k] for k in params}
    return jnp.exp(params["log_curvature"])
