import jax
import jax.numpy as jnp


def log_joint(w, X, y, prior_std):
    logits = X @ w
    log_lik = jnp.sum(y * jax.nn.log_sigmoid(logits) + (1 - y) * jax.nn.log_sigmoid(-logits))
    log_prior = -0.5 * jnp.sum(w ** 2) / prior_std ** 2
    return log_lik + log_prior
