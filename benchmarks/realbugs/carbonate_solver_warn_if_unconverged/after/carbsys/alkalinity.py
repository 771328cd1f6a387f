def alkalinity_residual(log_h, totals, ks):
    h = 10.0 ** -log_h
    denominator = h * h + ks["k1"] * h + ks["k1"] * ks["k2"]
    carbonate_alk = totals["dic"] * (ks["k1"] * h + 2.0 * ks["k1"] * ks["k2"]) / denominator
    return carbonate_alk + ks["kw"] / h - h - totals["alkalinity"]
