import jax

from liquids.structure import radial_distribution


def main(n=400, box_length=10.0):
    positions = box_length * jax.random.uniform(jax.random.PRNGKey(2), (n, 3))
    return radial_distribution(positions, box_length, 4.0, n_bins=20)


if __name__ == "__main__":
    r, g = main()
    print(g)
