import jax
import jax.numpy as jnp

from ppojax.learner import Learner
from ppojax.loss import Batch, ClippedPPOLoss
from ppojax.networks import LinearActorCritic

NUM_ACTIONS = 3


def collect(key, network, params, batch_size=256):
    """One-step contextual bandit: action 0 pays in context 0, action 2 in context 1."""
    obs_key, act_key, noise_key = jax.random.split(key, 3)
    context = jax.random.bernoulli(obs_key, 0.5, (batch_size,)).astype(jnp.int32)
    obs = jax.nn.one_hot(context, 2)
    log_probs = network.log_probs(params, obs)
    actions = jax.random.categorical(act_key, log_probs)
    rewards = (actions == 2 * context).astype(jnp.float32) + 0.1 * jax.random.normal(noise_key, (batch_size,))
    advantages = rewards - network.value(params, obs)
    old = jnp.take_along_axis(log_probs, actions[:, None], axis=1)[:, 0]
    return Batch(obs, actions, old, advantages, rewards), rewards


def main(iterations=15):
    network = LinearActorCritic(obs_dim=2, num_actions=NUM_ACTIONS)
    params = network.init(jax.random.PRNGKey(0))
    learner = Learner(ClippedPPOLoss(network), learning_rate=0.5, num_epochs=4)
    mean_rewards = []
    for key in jax.random.split(jax.random.PRNGKey(1), iterations):
        batch, rewards = collect(key, network, params)
        params, _ = learner.update(params, batch)
        mean_rewards.append(float(rewards.mean()))
    return mean_rewards


if __name__ == "__main__":
    print(main())
