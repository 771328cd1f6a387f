import jax
import jax.numpy as jnp

from azlite.config import SearchConfig
from azlite.network import PolicyValueNet
from azlite.search import RootSelector


def main():
    net = PolicyValueNet(num_actions=7)
    params = net.init(jax.random.key(0), obs_dim=12)
    selector = RootSelector(net, SearchConfig())
    obs = jnp.ones((12,))
    return jnp.stack([selector.root_prior(params, obs) for _ in range(2)])


if __name__ == "__main__":
    print(main())
