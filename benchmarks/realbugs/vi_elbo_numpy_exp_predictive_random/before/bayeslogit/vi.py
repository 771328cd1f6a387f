"""Mean-field Gaussian variational inference with the reparameterisation trick."""
import jax
import jax.numpy as jnp
import numpy as np

from bayeslogit.model import log_joint


def elbo(variational, key, X, y, num_samples, prior_std):
    mean, log_std = variational["mean"], variational["log_std"]
    eps = jax.random.normal(key, (num_samples, mean.shape[0]))
    samples = mean + np.exp(log_std) * eps  # expect: JXL401
    expected_log_joint = jnp.mean(jax.vmap(log_joint, in_axes=(0, None, None, None))(samples, X, y, prior_std))
    entropy = jnp.sum(log_std)
    return expected_log_joint + entropy


def fit(X, y, key, num_steps, learning_rate, num_samples, prior_std):
    variational = {"mean": jnp.zeros(X.shape[1]), "log_std": jnp.full(X.shape[1], -1.0)}
    objective = jax.jit(jax.value_and_grad(lambda v, k: -elbo(v, k, X, y, num_samples, prior_std)))
    for step_key in jax.random.split(key, num_steps):
        loss, grads = objective(variational, step_key)
        variational = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, variational, grads)
    return variational, float(loss)
