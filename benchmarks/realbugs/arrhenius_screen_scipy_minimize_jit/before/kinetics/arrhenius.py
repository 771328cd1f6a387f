R_GAS = 8.314462618e-3  # kJ / (mol K)


def log_rate(params, inv_temperature):
    log_prefactor, activation_energy = params
    return log_prefactor - activation_energy * inv_temperature / R_GAS
