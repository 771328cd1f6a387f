STEFAN_BOLTZMANN = 5.67e-8


def absorbed_shortwave(solar_constant, albedo):
    return (1.0 - albedo) * solar_constant / 4.0


def outgoing_longwave(temperature, emissivity):
    return emissivity * STEFAN_BOLTZMANN * temperature**4


def equilibrium_temperature(solar_constant, albedo, emissivity):
    return (absorbed_shortwave(solar_constant, albedo) / (emissivity * STEFAN_BOLTZMANN)) ** 0.25
