import jax

from lattice import MetropolisSampler, SquareLattice


def main():
    lattice = SquareLattice(8)
    sampler = MetropolisSampler(lattice, temperature=1.0)
    key = jax.random.PRNGKey(3)
    key, init_key = jax.random.split(key)
    spins = jax.random.choice(init_key, jax.numpy.array([-1.0, 1.0]), (lattice.n_sites,))
    start = float(sampler.energy(spins))
    spins = sampler.run(spins, key, 30)
    return start, float(sampler.energy(spins)), spins


if __name__ == "__main__":
    start, end, spins = main()
    print(f"energy {start:.0f} -> {end:.0f}, magnetisation {float(spins.mean()):+.2f}")
