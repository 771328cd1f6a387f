import logging

from climate.ebm import EBMParameters, ZeroDimensionalEBM
from climate.radiation import equilibrium_temperature


def main(n_years=60, initial_temperature=255.0):
    params = EBMParameters()
    model = ZeroDimensionalEBM(params)
    path = model.run(initial_temperature, n_years)
    target = float(equilibrium_temperature(params.solar_constant, params.albedo, params.emissivity))
    print(f"after {n_years} years: {float(path[-1]):.2f} K (equilibrium {target:.2f} K)")
    return path, target


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    main()
