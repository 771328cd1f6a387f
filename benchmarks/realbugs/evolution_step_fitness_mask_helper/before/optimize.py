import jax

from evostep import Workflow


def main(generations=5):
    return Workflow().run(jax.random.PRNGKey(0), generations)


if __name__ == "__main__":
    print(main())
