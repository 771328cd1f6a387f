import jax
import jax.numpy as jnp


class ImportanceEstimator:
    """Estimates E_target[f] and the normalising constant with self-normalised importance weights."""

    def __init__(self, target, proposal, num_samples):
        self.target = target
        self.proposal = proposal
        self.num_samples = num_samples
        self.estimate = jax.jit(self._estimate)

    def weights(self, ys):
        target_density = jax.vmap(self.target.density)(ys)
        proposal_density = jax.vmap(self.proposal.density)(ys)
        return target_density / proposal_density

    def _estimate(self, key):
        ys = self.proposal.sample(key, self.num_samples)
        w = self.weights(ys)
        normaliser = jnp.mean(w)
        second_moment = jnp.sum(w * jnp.sum(ys**2, axis=1)) / jnp.sum(w)
        return normaliser, second_moment
