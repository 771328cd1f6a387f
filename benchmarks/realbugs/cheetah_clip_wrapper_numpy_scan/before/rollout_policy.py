import jax
import jax.numpy as jnp

from cheetahjax.env import PlanarCheetah
from cheetahjax.wrappers import ControlRangeClip


def make_rollout(env, horizon):
    def policy(params, qpos):
        return jnp.tanh(qpos @ params) * 2.0

    def rollout(params, key):
        def body(state, _):
            state = env.step(state, policy(params, state.qpos))
            return state, state.reward

        _, rewards = jax.lax.scan(body, env.reset(key), None, length=horizon)
        return rewards.sum()

    return jax.jit(rollout)


def main():
    env = ControlRangeClip(PlanarCheetah())
    rollout = make_rollout(env, horizon=50)
    params = jnp.eye(3)
    return [float(rollout(params, jax.random.PRNGKey(seed))) for seed in range(3)]


if __name__ == "__main__":
    print(main())
