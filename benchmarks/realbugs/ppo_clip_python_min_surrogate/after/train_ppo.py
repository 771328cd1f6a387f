import jax
import jax.numpy as jnp

from ppolite.learner import Batch, PPOLearner
from ppolite.losses import ClippedSurrogate
from ppolite.networks import MLPPolicy


def collect_batch(policy, params, key, size=64):
    obs_key, act_key = jax.random.split(key)
    observations = jax.random.normal(obs_key, (size, 4))
    log_probs = jax.nn.log_softmax(policy(params, observations))
    actions = jax.random.categorical(act_key, log_probs)
    old_log_probs = jnp.take_along_axis(log_probs, actions[:, None], axis=-1)[:, 0]
    advantages = jnp.where(actions == (observations[:, 0] > 0), 1.0, -1.0)
    return Batch(observations, actions, old_log_probs, advantages)


def main():
    policy = MLPPolicy(obs_dim=4, hidden=32, num_actions=2)
    learner = PPOLearner(policy, ClippedSurrogate(clip_eps=0.2, entropy_coef=0.01), learning_rate=0.1, num_epochs=4)
    params = policy.init(jax.random.PRNGKey(0))
    losses = []
    for key in jax.random.split(jax.random.PRNGKey(1), 10):
        params, epoch_losses = learner.update(params, collect_batch(policy, params, key))
        losses.append(float(epoch_losses[-1]))
    return losses


if __name__ == "__main__":
    print(main())
