def development_rate(temperature, t_base, t_upper):
    """Daily thermal time (degree days): none below the base temperature, capped above the upper one."""
    if temperature < t_base:  # expect: JXL101
        return 0.0
    elif temperature > t_upper:  # expect: JXL101
        return t_upper - t_base
    return temperature - t_base
