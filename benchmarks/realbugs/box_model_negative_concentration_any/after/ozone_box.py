import jax.numpy as jnp

from boxchem import BoxModel, Mechanism, Reaction

# Chapman cycle in scaled units: photolysis of O2 and O3, O + O2 -> O3, O + O3 -> 2 O2.
CHAPMAN = Mechanism(
    ["O", "O2", "O3"],
    [
        Reaction(("O2",), ("O", "O"), 0.02),
        Reaction(("O", "O2"), ("O3",), 5.0),
        Reaction(("O3",), ("O", "O2"), 1.0),
        Reaction(("O", "O3"), ("O2", "O2"), 0.5),
    ],
)


def main(n_steps=500):
    model = BoxModel(CHAPMAN, dt=0.01)
    final, history = model.simulate(jnp.array([0.0, 1.0, 0.0]), n_steps)
    return final, history


if __name__ == "__main__":
    final, history = main()
    print(dict(zip(CHAPMAN.species, final.tolist())))
