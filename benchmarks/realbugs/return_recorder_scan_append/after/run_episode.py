import jax
import jax.numpy as jnp

from pendulum_rl.recorder import RewardRecorder
from pendulum_rl.rollout import make_rollout


def pd_controller(obs):
    return -4.0 * obs[0] - 1.0 * obs[1]


def main(horizon=20):
    recorder = RewardRecorder()
    rollout = make_rollout(pd_controller, horizon)
    _, rewards = rollout(jnp.array([0.5, 0.0]), jax.random.PRNGKey(0))
    for reward in rewards:
        recorder.record(reward)
    return recorder


if __name__ == "__main__":
    print(main().total())
