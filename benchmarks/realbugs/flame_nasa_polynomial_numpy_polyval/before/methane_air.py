import jax.numpy as jnp

from thermo import AdiabaticFlame, NasaSpecies

CO2 = NasaSpecies("CO2", [3.85746029, 4.41437026e-03, -2.21481404e-06, 5.23490188e-10, -4.72084164e-14,
                          -4.87591660e04, 2.27163806])
H2O = NasaSpecies("H2O", [3.03399249, 2.17691804e-03, -1.64072518e-07, -9.70419870e-11, 1.68200992e-14,
                          -3.00042971e04, 4.96677010])
N2 = NasaSpecies("N2", [2.92664, 1.4879768e-03, -5.684760e-07, 1.0097038e-10, -6.753351e-15, -922.7977, 5.980528])

# CH4 + 2 (O2 + 3.76 N2) -> CO2 + 2 H2O + 7.52 N2, per mole of fuel; reactant enthalpy in J.
STOICHIOMETRIC_PRODUCTS = [(CO2, 1.0), (H2O, 2.0), (N2, 7.52)]


def main(preheat_j=(0.0, 20000.0, 40000.0)):
    flame = AdiabaticFlame(STOICHIOMETRIC_PRODUCTS)
    return flame.temperature(-74873.0 + jnp.asarray(preheat_j))


if __name__ == "__main__":
    print(main())
