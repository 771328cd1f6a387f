import jax.numpy as jnp

from meanfield import HubbardRing, SelfConsistentField


def main(num_sites=12, interaction=4.0):
    model = HubbardRing(num_sites, interaction=interaction)
    stagger = 0.1 * (-1.0) ** jnp.arange(num_sites)
    up, down = 0.5 + stagger, 0.5 - stagger
    solver = SelfConsistentField(model, num_up=num_sites // 2, num_down=num_sites // 2)
    return solver.solve(up, down)


if __name__ == "__main__":
    up, down, error, iterations = main()
    moment = 0.5 * jnp.abs(up - down).mean()
    print(f"staggered moment {float(moment):.3f} after {int(iterations)} iterations (error {float(error):.1e})")
