import jax

from dqnlite.learner import init_params, make_update
from dqnlite.replay import ReplayBuffer


def main(num_updates=5):
    obs_dim, num_actions = 4, 2
    buffer = ReplayBuffer(capacity=64, obs_dim=obs_dim)
    replay_state = buffer.empty()
    key = jax.random.PRNGKey(0)
    for t in range(20):
        key, k_obs, k_act = jax.random.split(key, 3)
        obs = jax.random.normal(k_obs, (obs_dim,))
        action = jax.random.randint(k_act, (), 0, num_actions)
        replay_state = buffer.add(replay_state, obs, action, float(t % 2), obs * 0.9)
    params = init_params(jax.random.PRNGKey(1), obs_dim, num_actions)
    update = make_update(buffer, batch_size=8)
    losses = []
    for _ in range(num_updates):
        key, k_sample = jax.random.split(key)
        params, loss = update(params, params, replay_state, k_sample)
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    print(main())
