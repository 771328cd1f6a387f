import jax
import jax.numpy as jnp

from treesearch.uct import UCTSearch


def main():
    payoffs = jnp.array([[0.1, 0.2, 0.0], [0.9, 0.8, 0.7], [0.3, 0.1, 0.2]])
    search = UCTSearch(payoffs, num_simulations=64)
    tree, root_visits = search.run(jax.random.PRNGKey(0))
    return tree, root_visits, int(jnp.argmax(root_visits))


if __name__ == "__main__":
    print(main()[1:])
