import jax

from inventory.firm import Firm
from inventory.simulate import cross_section


def main():
    firm = Firm(s=10, S=100, mu=1.0, sigma=0.5)
    final = cross_section(firm, 50.0, jax.random.PRNGKey(42))
    print(f"mean inventory {float(final.mean()):.1f}, share restocking next period "
          f"{float((final <= firm.s).mean()):.3f}")
    return firm, final


if __name__ == "__main__":
    main()
