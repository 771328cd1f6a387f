import equinox as eqx
import jax


class Policy(eqx.Module):
    net: eqx.nn.MLP

    def __init__(self, obs_dim: int, n_actions: int, key):
        self.net = eqx.nn.MLP(obs_dim, n_actions, width_size=32, depth=2, key=key)

    def __call__(self, obs):
        return self.net(obs)

    def act(self, obs, key):
        return jax.random.categorical(key, self(obs))
