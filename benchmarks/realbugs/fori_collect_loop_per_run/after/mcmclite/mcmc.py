import jax
import jax.numpy as jnp

from mcmclite.util import fori_collect


class RandomWalk:
    def __init__(self, log_density, step_size=0.5):
        self.log_density = log_density
        self.step_size = step_size

    def sample(self, state):
        position, log_p, key = state
        key, k_prop, k_acc = jax.random.split(key, 3)
        proposal = position + self.step_size * jax.random.normal(k_prop, position.shape)
        proposal_log_p = self.log_density(proposal)
        accept = jnp.log(jax.random.uniform(k_acc)) < proposal_log_p - log_p
        return (jnp.where(accept, proposal, position), jnp.where(accept, proposal_log_p, log_p), key)


def _position(state):
    return state[0]


class MCMC:
    def __init__(self, kernel, num_warmup, num_samples, progress_bar=True):
        self.kernel = kernel
        self.num_warmup = num_warmup
        self.num_samples = num_samples
        self.progress_bar = progress_bar
        self._samples = None

    def run(self, key, init_position):
        init_position = jnp.asarray(init_position, dtype=jnp.float32)
        state = (init_position, self.kernel.log_density(init_position), key)
        samples, _ = fori_collect(self.num_warmup, self.num_warmup + self.num_samples, self.kernel.sample,
                                  state, transform=_position, progbar=self.progress_bar)
        self._samples = samples
        return samples

    def get_samples(self):
        return self._samples
