import jax
import jax.numpy as jnp

from replay import add, init_buffer, sample


def main(num_transitions=3):
    buffer = init_buffer(capacity=8, transition_size=4)
    for t in range(num_transitions):
        transition = jnp.array([t, t + 1.0, 0.5, 1.0])
        buffer = add(buffer, transition)
    return buffer, sample(buffer, jax.random.PRNGKey(0))


if __name__ == "__main__":
    print(main()[1])
