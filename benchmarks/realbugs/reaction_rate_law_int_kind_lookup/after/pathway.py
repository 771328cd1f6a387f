import jax
import jax.numpy as jnp

from kinetics import HILL, MASS_ACTION, MICHAELIS_MENTEN, ReactionNetwork


def build_pathway():
    return ReactionNetwork(
        kinds=[MASS_ACTION, MICHAELIS_MENTEN, HILL],
        k=[0.8, 1.5, 2.0],
        km=[1.0, 0.5, 0.7],
        hill_n=[1.0, 1.0, 2.0],
    )


def main():
    network = build_pathway()
    simulate = jax.jit(network.integrate, static_argnums=(2,))
    c0 = jnp.array([5.0, 0.0, 0.0, 0.0])
    return simulate(c0, 0.01, 400)


if __name__ == "__main__":
    path = main()
    print("final concentrations:", path[-1])
