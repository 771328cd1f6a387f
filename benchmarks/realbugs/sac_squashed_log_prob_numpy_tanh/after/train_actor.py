import jax

from cheetah.models import Actor, Critic
from cheetah.update import actor_step

OBS_DIM, ACTION_DIM = 17, 6  # HalfCheetah's observation and action sizes


def main(num_steps=20):
    key = jax.random.PRNGKey(0)
    key, actor_key, critic_key = jax.random.split(key, 3)
    actor = Actor(OBS_DIM, ACTION_DIM, actor_key)
    critic = Critic(OBS_DIM, ACTION_DIM, critic_key)
    losses = []
    for _ in range(num_steps):
        key, obs_key, step_key = jax.random.split(key, 3)
        obs = jax.random.normal(obs_key, (64, OBS_DIM))
        actor, loss = actor_step(actor, critic, obs, 0.2, step_key, 1e-3)
        losses.append(float(loss))
    print("actor loss: first %.4f, last %.4f" % (losses[0], losses[-1]))
    return losses


if __name__ == "__main__":
    main()
