import jax
import jax.numpy as jnp

from ppolite.learner import Batch, Learner
from ppolite.losses import PPOLoss
from ppolite.networks import ActorCritic


def make_batch(network, params, key, size=32):
    k_obs, k_act, k_adv, k_ret = jax.random.split(key, 4)
    obs = jax.random.normal(k_obs, (size, network.obs_dim))
    actions = jax.random.randint(k_act, (size,), 0, network.num_actions)
    return Batch(obs=obs, actions=actions,
                 old_log_probs=network.action_log_prob(params, obs, actions),
                 old_values=network.value(params, obs),
                 advantages=jax.random.normal(k_adv, (size,)),
                 returns=jax.random.normal(k_ret, (size,)))


def main(num_updates=3):
    network = ActorCritic(obs_dim=6, num_actions=4)
    params = network.init(jax.random.PRNGKey(0))
    learner = Learner(PPOLoss(network))
    batch = make_batch(network, params, jax.random.PRNGKey(1))
    losses = []
    for _ in range(num_updates):
        params, loss = learner.update(params, batch)
        losses.append(float(loss))
    return losses, jnp.isfinite(params["pi"]).all()


if __name__ == "__main__":
    print(main())
