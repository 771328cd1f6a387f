import jax

from softac.agent import SACAgent
from softac.replay import synthetic_batch


def main(num_updates=50, obs_dim=3, action_dim=2):
    key = jax.random.PRNGKey(0)
    key, agent_key = jax.random.split(key)
    agent = SACAgent(obs_dim, action_dim, agent_key)
    for step in range(num_updates):
        key, batch_key, update_key = jax.random.split(key, 3)
        agent.update(synthetic_batch(batch_key, 128, obs_dim, action_dim), update_key)
        if step % 10 == 0:
            print("update %d: temperature %.4f" % (step, agent.alpha))
    return agent


if __name__ == "__main__":
    main()
