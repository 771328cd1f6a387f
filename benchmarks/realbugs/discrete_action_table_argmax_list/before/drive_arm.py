import jax
import jax.numpy as jnp

from armctl.actions import JOINT_DELTAS, DiscreteActionMap
from armctl.controller import GreedyController
from armctl.qnet import QNetwork


def main():
    action_map = DiscreteActionMap(JOINT_DELTAS)
    qnet = QNetwork(obs_dim=4, num_actions=action_map.num_actions)
    params = qnet.init(jax.random.PRNGKey(0))
    controller = GreedyController(qnet, action_map)
    return controller.rollout(params, jnp.zeros(2), jnp.array([0.5, -0.3]), steps=5)


if __name__ == "__main__":
    print(main())
