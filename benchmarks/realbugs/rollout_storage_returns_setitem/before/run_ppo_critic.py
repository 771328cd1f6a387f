import jax
import jax.numpy as jnp

from ppo.critic import init_critic
from ppo.learner import CriticLearner
from ppo.storage import Rollout, RolloutStorage

NUM_STEPS = 16
NUM_ENVS = 4


def collect(key):
    obs_key, reward_key, done_key = jax.random.split(key, 3)
    observations = jax.random.normal(obs_key, (NUM_STEPS + 1, NUM_ENVS, 3))
    rewards = observations[:-1, :, 0] + 0.1 * jax.random.normal(reward_key, (NUM_STEPS, NUM_ENVS))
    dones = (jax.random.uniform(done_key, (NUM_STEPS, NUM_ENVS)) < 0.1).astype(jnp.float32)
    return Rollout(observations[:-1], rewards, dones, observations[-1])


def main(iterations=30):
    key = jax.random.PRNGKey(0)
    key, init_key = jax.random.split(key)
    params = init_critic(init_key, obs_dim=3)
    learner = CriticLearner(RolloutStorage(NUM_STEPS, gamma=0.9, lam=0.9))
    losses = []
    for _ in range(iterations):
        key, rollout_key = jax.random.split(key)
        rollout = collect(rollout_key)
        params, loss, returns, advantages = learner.update(params, rollout)
        losses.append(float(loss))
    return params, learner, rollout, returns, losses


if __name__ == "__main__":
    _, _, _, _, losses = main()
    print(f"value loss {losses[0]:.3f} -> {losses[-1]:.3f}")
