def normalised_innovation(y, S):
    """The normalised innovation squared of one update: about 1 on average when the filter is consistent."""
    return (y @ y) / S[0, 0]


def report_innovations(innovations, nis):
    for y, value in zip(innovations, nis):
        print(f"innovation {float(y[0]):+.3f}, NIS {float(value):.2f}")
