def report_innovation(y, S):
    """The normalised innovation squared of one update: about 1 on average when the filter is consistent."""
    nis = (y @ y) / S[0, 0]
    print(f"innovation {y[0]:+.3f}, NIS {nis:.2f}")  # expect: JXL201
    return nis
