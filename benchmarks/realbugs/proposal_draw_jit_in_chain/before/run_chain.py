import jax
import jax.numpy as jnp

from walker import UniformProposal, random_walk

PROPOSAL = UniformProposal(width=0.8)


def run(seed=0, n_steps=4):
    return random_walk(PROPOSAL, jax.random.PRNGKey(seed), jnp.zeros(3), n_steps)


if __name__ == "__main__":
    print(run(n_steps=200))
