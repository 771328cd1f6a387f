import jax
import jax.numpy as jnp


class LogisticPosterior:
    """Gaussian prior and Bernoulli-logit likelihood of disease status given gene expression."""

    def __init__(self, prior_scale, data_size):
        self.prior_scale = prior_scale
        self.data_size = data_size

    def log_prior(self, weights):
        return -0.5 * jnp.sum((weights / self.prior_scale) ** 2)

    def log_likelihood(self, weights, batch):
        features, labels = batch
        logits = features @ weights
        return jnp.sum(labels * logits - jnp.logaddexp(0.0, logits))

    def grad_estimator(self, weights, batch):
        scale = self.data_size / batch[0].shape[0]
        prior = jax.grad(self.log_prior)(weights)
        return prior + scale * jax.grad(self.log_likelihood)(weights, batch)
