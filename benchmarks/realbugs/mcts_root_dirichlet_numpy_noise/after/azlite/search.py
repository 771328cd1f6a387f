import jax

from azlite.noise import add_exploration_noise


class RootSelector:
    """The root of the search: the network's prior, mixed with exploration noise during self-play."""

    def __init__(self, network, config, seed=0):
        self.network = network
        self.config = config
        self.key = jax.random.key(seed)
        self._policy = jax.jit(self._root_policy)

    def _root_policy(self, params, obs, key):
        prior = jax.nn.softmax(self.network(params, obs) / self.config.temperature)
        return add_exploration_noise(key, prior, self.config.dirichlet_alpha, self.config.noise_fraction)

    def root_prior(self, params, obs):
        self.key, noise_key = jax.random.split(self.key)
        return self._policy(params, obs, noise_key)
