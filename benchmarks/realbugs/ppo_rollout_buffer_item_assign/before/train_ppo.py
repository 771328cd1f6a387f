import jax

from ppo.buffer import RolloutBuffer
from ppo.config import PPOConfig
from ppo.env import PointMass
from ppo.learner import collect_rollout, compute_gae, make_update
from ppo.networks import init_params


def main(num_iterations=3):
    config = PPOConfig()
    env = PointMass()
    key, init_key = jax.random.split(jax.random.PRNGKey(0))
    params = init_params(init_key, env.obs_dim, env.action_dim)
    buffer = RolloutBuffer(config.n_steps, env.obs_dim, env.action_dim)
    update = make_update(config)
    for iteration in range(num_iterations):
        key, rollout_key = jax.random.split(key)
        data, last_value = collect_rollout(params, env, buffer, rollout_key, config.n_steps)
        advantages, returns = compute_gae(data["rewards"], data["values"], last_value, config.gamma, config.gae_lambda)
        batch = dict(data, advantages=advantages, returns=returns)
        for _ in range(config.n_epochs):
            params, loss = update(params, batch)
        print("iteration %d: mean reward %.3f, loss %.4f" % (iteration, data["rewards"].mean(), loss))
    return params, data


if __name__ == "__main__":
    main()
