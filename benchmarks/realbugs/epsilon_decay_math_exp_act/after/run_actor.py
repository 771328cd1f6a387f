import jax
import jax.numpy as jnp

from explore.actor import EpsilonGreedyActor
from explore.schedules import ExponentialEpsilon


def q_fn(params, obs):
    return obs @ params


def main():
    params = jax.random.normal(jax.random.PRNGKey(0), (4, 3))
    actor = EpsilonGreedyActor(q_fn, num_actions=3, schedule=ExponentialEpsilon())
    obs = jnp.ones(4)
    key = jax.random.PRNGKey(1)
    actions = []
    for step in range(0, 2000, 250):
        key, sub = jax.random.split(key)
        actions.append(int(actor.act(params, obs, jnp.int32(step), sub)))
    return actions


if __name__ == "__main__":
    print(main())
